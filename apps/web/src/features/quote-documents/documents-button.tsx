import { Button } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import type { DocumentsQuote } from "./document-panel.tsx";

// The drawer and all it draws (texts included) load the first time it is opened, not with the builder.
const DocumentsDrawer = lazy(() => import("./documents-drawer.tsx"));

/** The builder's "Documents" button and the quote's documents drawer behind it. */
export function DocumentsButton({ quote, canEdit }: { quote: DocumentsQuote; canEdit: boolean }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileText size={14} aria-hidden />}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        Documents
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DocumentsDrawer quote={quote} opened={opened} onClose={() => setOpened(false)} canEdit={canEdit} />
        </Suspense>
      ) : null}
    </>
  );
}
