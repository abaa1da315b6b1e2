/** Where the API lives: '/api' on the app's own origin; tests in Node point it at the mock's absolute URL. */
export const apiConfig = { baseUrl: '/api' };

export function configureApi(options: { baseUrl: string }): void {
  apiConfig.baseUrl = options.baseUrl.replace(/\/$/, '');
}
