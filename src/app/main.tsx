import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiNotifier } from '@/shared/api';
import { apiNotifier, prefetchFeedback } from './setup/api-notifier';
import { AppProviders } from './setup/AppProviders';
import { configureStaticFeedback } from './setup/static-feedback';
import { AppRouter } from './router/AppRouter';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

configureStaticFeedback();
setApiNotifier(apiNotifier);
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
prefetchFeedback();
