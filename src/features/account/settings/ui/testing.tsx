/** The settings screens' tests use the shared fake backend; their screens live at /account/settings. */
import type { ReactElement } from 'react';
import { renderWithProviders as render } from '@tests/support/fake-api';

export { closeFeedback, fail, ok, serve, type Call } from '@tests/support/fake-api';

export const renderWithProviders = (ui: ReactElement, route = '/account/settings') => render(ui, route);
