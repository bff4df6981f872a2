import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { PublicPage } from "../../app/layout/public-page.tsx";
import { useHasToken } from "../../app/session/use-session.ts";

/** Shared by the 404 and not-authorized pages: what happened and the way back. */
export function ErrorPageFrame({ title, text }: { title: string; text: string }) {
  const signedIn = useHasToken();
  return (
    <PublicPage title={title}>
      <Text c="dimmed">{text}</Text>
      <Group>
        <Button component={Link} to={signedIn ? "/" : "/login"}>
          {signedIn ? "Go to dashboard" : "Sign in"}
        </Button>
      </Group>
    </PublicPage>
  );
}
