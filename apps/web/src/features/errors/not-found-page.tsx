import { WEB_TEXTS } from "../../app/texts.ts";
import { ErrorPageFrame } from "./error-page-frame.tsx";

/** /pages/error-404: unknown paths, pages not built yet, and refusals that must not tell more. */
export default function NotFoundPage() {
  return <ErrorPageFrame title={WEB_TEXTS.notFoundTitle} text={WEB_TEXTS.notFoundText} />;
}
