import { createRoot } from 'react-dom/client';
import { ConfigError, getConfig, verifyConfigKeys } from './config';
import { isSignedIn } from './session/token';
import { linkAntdStylesheet } from './ui/antdStylesheet';
import { startLanguage } from './i18n/language';
import { t } from './i18n/translator';
import { configProblemText } from './app/useConfigKeysProblem';

const PUBLIC_PATHS = ['/login', '/forgetPassword', '/verification/forgotPassword', '/404', '/500'];
import './styles.css';

/**
 * Start-up: check the configuration (a bad VITE_* value stops here, naming the key), start the
 * demo API when demo mode is on (its code is a separate chunk, absent from demo-off builds),
 * fetch the session's identity and site setting, then render.
 */
async function start(root: HTMLElement) {
  // A signed-out visitor on /login: fetch the sign-in page along with the app, not after it renders.
  const signingIn = window.location.pathname === '/login' && !isSignedIn();
  if (signingIn) void import('./pages/LoginPage');
  // Every other first page draws antd, which waits for its prebuilt stylesheet: fetch it now, beside
  // the code. The sign-in page is plain markup and leaves it for later (src/ui/antdStylesheet.ts).
  else void linkAntdStylesheet();
  // The app's code downloads while the configuration is checked; nothing renders before the check.
  const modules = Promise.all([import('./api/identity'), import('./app/App')]);
  // ICU's locale data loads on a page's first Intl call (30 to 80 ms of main thread): load it now,
  // in a task of its own while that code downloads, rather than inside the first render's task.
  setTimeout(() => new Intl.NumberFormat().format(0));
  modules.catch(() => undefined); // awaited below unless the configuration stops the start
  let config;
  try {
    config = getConfig();
    // The sign-in pages use no configured key: the full Solana check (a lazy @solana/web3.js chunk)
    // runs here for private pages, and in the private shell after signing in (RefineShell).
    if (!PUBLIC_PATHS.includes(window.location.pathname)) await verifyConfigKeys(config);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : String(error);
    console.error(message);
    // The screen in this browser's language (its catalogue needs no configuration).
    await startLanguage().catch(() => undefined);
    root.innerHTML = `<div class="config-error" role="alert"><h1></h1><p></p></div>`;
    root.querySelector('h1')!.textContent = t('The admin panel cannot start');
    root.querySelector('p')!.textContent = configProblemText(error);
    return;
  }
  if (__DEMO_BUILD__ && config.demoMode) {
    const { startDemoApi } = await import('./demo/browser');
    // The demo API also answers the other services the app calls: IP geolocation and the Solana
    // JSON-RPC.
    await startDemoApi({ ipGeoUrl: config.ipGeoUrl, solanaRpcUrl: config.solanaRpcUrl });
  }
  // The browser's language (or the admin's, kept from their last visit) before the first screen:
  // English has nothing to load; another language's catalogue is one chunk.
  await startLanguage();
  const [{ bootstrapSession }, { App }] = await modules;
  void bootstrapSession();
  createRoot(root).render(<App />);
}

void start(document.getElementById('root')!);
