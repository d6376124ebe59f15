import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerBuiltIns } from './registerBuiltIns';
import { createComponentRegistry } from './router/componentRegistry';
import { createShellRouter } from './router/createShellRouter';
import { ShellApp } from './ShellApp';
import './global.css';

const registry = createComponentRegistry();
registerBuiltIns(registry);
const router = createShellRouter();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ShellApp router={router} registry={registry} />
  </StrictMode>,
);
