import { WEB_TEXTS } from "../../app/texts.ts";

export type IdTokenProvider = "google" | "microsoft";

const AUTHORIZE_URLS: Record<IdTokenProvider, string> = {
  google: "https://accounts.google.com/o/oauth2/v2/auth",
  microsoft: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
};

/** The user closed the provider's window: not an error worth a notification. */
export class PopupClosedError extends Error {
  constructor() {
    super("Sign-in window closed");
    this.name = "PopupClosedError";
  }
}

const POLL_MS = 400;
const GIVE_UP_MS = 5 * 60_000;

/** The popup comes back to /login with the answer in the hash; that page then renders nothing. */
export const isProviderPopupReturn = (): boolean =>
  window.opener !== null && /(^#|&)(id_token|error)=/.test(window.location.hash);

/**
 * Gets an OpenID Connect id token in a popup with the implicit flow (response_type=id_token), so no
 * provider script (Google Identity Services, MSAL) has to load: those are not reachable offline and
 * the button only shows when the server has the provider configured. The redirect URI is
 * `<origin>/login`, which must be registered with the provider. The server verifies the token.
 */
export function idTokenPopup(provider: IdTokenProvider, clientId: string): Promise<string> {
  const state = crypto.randomUUID();
  const url = new URL(AUTHORIZE_URLS[provider]);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: "id_token",
    response_mode: "fragment",
    scope: "openid email profile",
    redirect_uri: `${window.location.origin}/login`,
    nonce: crypto.randomUUID(),
    state,
    prompt: "select_account",
  }).toString();
  const popup = window.open(url.toString(), `q2c-${provider}-sign-in`, "width=500,height=650");
  if (popup === null) return Promise.reject(new Error(WEB_TEXTS.popupBlocked));

  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        reject(new PopupClosedError());
        return;
      }
      let hash: string;
      try {
        // Reading the location throws while the popup shows the provider's (other-origin) page.
        if (popup.location.origin !== window.location.origin) return;
        hash = popup.location.hash;
      } catch {
        if (Date.now() - started > GIVE_UP_MS) {
          clearInterval(timer);
          popup.close();
          reject(new PopupClosedError());
        }
        return;
      }
      const answer = new URLSearchParams(hash.replace(/^#/, ""));
      if (!answer.has("id_token") && !answer.has("error")) return;
      clearInterval(timer);
      popup.close();
      const idToken = answer.get("id_token");
      if (answer.get("state") !== state || idToken === null) {
        reject(new Error(answer.get("error_description") ?? answer.get("error") ?? "No id token"));
      } else {
        resolve(idToken);
      }
    }, POLL_MS);
  });
}
