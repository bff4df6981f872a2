import { Button } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { ACTIVITY_TEXTS as T } from "./texts.ts";

export interface LikeButtonProps {
  /** What is liked, in the button's accessible name: "Like <what>". */
  what: string;
  count: number;
  liked: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/** Like / unlike with the count; pressed while the user likes it. */
export function LikeButton({ what, count, liked, busy, onToggle }: LikeButtonProps) {
  const Icon = liked ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      color={liked ? "danger" : "gray"}
      aria-pressed={liked}
      // The shown count is part of the name (WCAG 2.5.3, axe's label-content-name-mismatch), and not in
      // brackets, which the check reads past.
      aria-label={`${liked ? T.unlike : T.like} ${what}: ${T.likes(count)}`}
      disabled={busy}
      leftSection={<Icon size={14} aria-hidden />}
      // Beside a long sentence in a narrow panel the count stays whole; the sentence wraps instead.
      style={{ flexShrink: 0 }}
      onClick={onToggle}
    >
      {count}
    </Button>
  );
}
