/** An icon button with its name as hint and accessible label, for compact toolbars. */
import { ActionIcon, type ActionIconProps } from "@mantine/core";
import type { ReactNode } from "react";
import { hintProps } from "./hint_tooltip.tsx";

export interface ToolButtonProps extends ActionIconProps {
  /** The accessible name. */
  label: string;
  /** Shown on hover when it says more than the name ("Undo: delete Heading"). */
  tooltip?: string;
  onClick(): void;
  keyShortcuts?: string;
  children: ReactNode;
}

export function ToolButton(
  { label, tooltip, onClick, keyShortcuts, children, ...props }: ToolButtonProps,
) {
  return (
    <ActionIcon
      {...props}
      {...hintProps(tooltip ?? label)}
      onClick={onClick}
      aria-label={label}
      aria-keyshortcuts={keyShortcuts}
    >
      {children}
    </ActionIcon>
  );
}
