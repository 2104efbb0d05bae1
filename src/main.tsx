import './index.css';
import { startApp } from '@kernel/app/start';
import { plugins } from './plugins';

void startApp(plugins, document.getElementById('root')!);
