import { WEB_TEXTS } from "../../app/texts.ts";
import { ErrorPageFrame } from "./error-page-frame.tsx";

/** /pages/not-authorized: a role rule refused the page (foundation §6). */
export default function NotAuthorizedPage() {
  return <ErrorPageFrame title={WEB_TEXTS.notAuthorizedTitle} text={WEB_TEXTS.notAuthorizedText} />;
}
