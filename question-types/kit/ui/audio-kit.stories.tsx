import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AudioPrompt, type AudioStatus } from './audio-prompt.tsx';
import { AudioUpload } from './audio-upload.tsx';
import { Countdown } from './countdown.tsx';
import { OptionListEditor, type EditableOption } from './option-list-editor.tsx';
import { toneDataUrl } from './tone-wav.ts';

const meta: Meta = { title: 'Question types/Kit/Audio and timers' };
export default meta;

const tone = toneDataUrl(4);

function PromptDemo({ maxPlays, preAudioSec }: { maxPlays: number | null; preAudioSec: number }) {
  const [log, setLog] = useState<AudioStatus[]>([]);
  return (
    <div className="flex flex-col gap-2">
      <AudioPrompt src={tone} preAudioSec={preAudioSec} maxPlays={maxPlays} onStatusChange={(s) => setLog((l) => [...l, s])} />
      <p className="text-xs text-muted">{log.join(' → ')}</p>
    </div>
  );
}

export const AudioPromptTest: StoryObj = { name: 'AudioPrompt (test: once, 7 s)', render: () => <PromptDemo maxPlays={1} preAudioSec={7} /> };
export const AudioPromptPractice: StoryObj = { name: 'AudioPrompt (practice: Play again)', render: () => <PromptDemo maxPlays={null} preAudioSec={3} /> };
export const AudioPromptBroken: StoryObj = { name: 'AudioPrompt (file missing)', render: () => <AudioPrompt src="/files/seed/missing.ogg" preAudioSec={1} maxPlays={1} /> };

export const CountdownStory: StoryObj = { name: 'Countdown', render: () => <Countdown seconds={65} label="Time remaining" /> };

function UploadDemo({ fail }: { fail?: 'tooLarge' | 'server' }) {
  const [value, setValue] = useState<string | null>(null);
  const upload = (file: File, folder: string, onProgress?: (f: number) => void) =>
    new Promise<string>((resolve, reject) => {
      let f = 0;
      const timer = setInterval(() => {
        f += 0.2;
        onProgress?.(Math.min(1, f));
        if (f >= 1) {
          clearInterval(timer);
          if (fail === 'tooLarge') reject({ status: 413, data: '' });
          else if (fail === 'server') reject({ status: 422, data: { message: 'The file must be an audio file of at most 20 MB.' } });
          else resolve(`/files/${folder}/${file.name}`);
        }
      }, 300);
    });
  return <AudioUpload label="Recording" value={value} onChange={setValue} upload={upload} mediaUrl={() => tone} name="content.audio" required />;
}

export const AudioUploadStory: StoryObj = { name: 'AudioUpload', render: () => <UploadDemo /> };
export const AudioUploadTooLarge: StoryObj = { name: 'AudioUpload (413)', render: () => <UploadDemo fail="tooLarge" /> };
export const AudioUploadServerError: StoryObj = { name: 'AudioUpload (server message)', render: () => <UploadDemo fail="server" /> };

function OptionsDemo({ multiple }: { multiple?: boolean }) {
  const [state, setState] = useState<{ options: EditableOption[]; correct: string[] }>({
    options: [
      { id: 'A', text: 'The first option' },
      { id: 'B', text: 'The second option' },
      { id: 'C', text: '' },
    ],
    correct: ['B'],
  });
  return (
    <OptionListEditor
      multiple={multiple}
      options={state.options}
      correct={state.correct}
      onChange={(options, correct) => setState({ options, correct })}
      issues={[{ path: 'content.options.2.text', message: 'Option 3 has no text.' }]}
    />
  );
}

export const OptionListSingle: StoryObj = { name: 'OptionListEditor (one correct)', render: () => <OptionsDemo /> };
export const OptionListMultiple: StoryObj = { name: 'OptionListEditor (several correct)', render: () => <OptionsDemo multiple /> };
