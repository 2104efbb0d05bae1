import type { Preview } from '@storybook/react-vite';
import '../src/index.css';
import '../src/styles/app.css';
import { initTestI18n } from '../src/kernel/i18n/test-i18n';

initTestI18n();

const preview: Preview = {
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
