import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../plugins/**/*.stories.@(ts|tsx)', '../question-types/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here, and telemetry costs seconds per build.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
