import './app/public-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (a long task a phone's tap would wait behind).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
