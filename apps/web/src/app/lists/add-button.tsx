import { Button, type ButtonProps } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface AddButtonProps {
  /** What it adds, e.g. "Add price tier". */
  children: ReactNode;
  /** Opens the add dialog, or (`to`) goes to the add page. */
  onClick?: () => void;
  to?: string;
  disabled?: boolean;
  size?: ButtonProps["size"];
}

/** The "+ Add …" button of a list. */
export function AddButton({ children, onClick, to, disabled, size }: AddButtonProps) {
  const icon = <IconPlus size={16} aria-hidden />;
  if (to !== undefined)
    return (
      <Button component={Link} to={to} size={size} leftSection={icon}>
        {children}
      </Button>
    );
  return (
    <Button size={size} leftSection={icon} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
