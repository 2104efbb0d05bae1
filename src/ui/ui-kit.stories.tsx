import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from './alert';
import { Avatar } from './avatar';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { PasswordField } from './password-field';
import { Slider } from './slider';
import { Skeleton, Spinner } from './spinner';
import { TextField } from './text-field';

const meta: Meta = { title: 'UI kit' };
export default meta;

export const Buttons: StoryObj = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Delete</Button>
      <Button busy>Saving</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const Fields: StoryObj = {
  render: () => (
    <div className="grid max-w-md gap-4">
      <TextField label="E-mail" name="email" type="email" hint="The address you registered with" />
      <TextField label="Sub-domain" name="subdomain" error="This sub-domain is taken." defaultValue="alpha" />
      <PasswordField label="Password" name="password" />
    </div>
  ),
};

function SliderDemo() {
  const [value, setValue] = useState('50');
  const n = Number(value);
  return <Slider label="Speaking" name="speaking" value={value} onChange={setValue} min={10} max={90} error={Number.isInteger(n) && n >= 10 && n <= 90 ? undefined : 'Score must be between 10-90'} />;
}

export const ScoreSlider: StoryObj = { render: () => <SliderDemo /> };

export const Feedback: StoryObj = {
  render: () => (
    <div className="grid max-w-lg gap-3">
      <Alert variant="info">Your exam is in 42 days.</Alert>
      <Alert variant="success">Your password has been reset.</Alert>
      <Alert variant="warning">You are offline; answers are kept and sent when you are back.</Alert>
      <Alert variant="error">These credentials do not match our records.</Alert>
      <div className="flex items-center gap-4">
        <Spinner label="Loading" />
        <Avatar alt="Nadia Rahman" />
        <Skeleton className="h-6 w-40" />
      </div>
      <EmptyState title="No students yet" description="Invite your first student to get started." action={<Button>Invite a student</Button>} />
    </div>
  ),
};
