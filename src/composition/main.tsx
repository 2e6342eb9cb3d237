import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { adaptersModule } from 'virtual:adapter-set';
import { startApp } from '../ui/app/start-app';
import { readConfig } from './app-config';
import { buildContainer } from './build-container';

const config = readConfig(import.meta.env);
const container = buildContainer(adaptersModule, config);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startApp(createRoot(root), container);
