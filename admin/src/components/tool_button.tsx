/** An icon button with its name as tooltip and accessible label, for compact toolbars. */
import { ActionIcon, type ActionIconProps, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

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
    <Tooltip label={tooltip ?? label}>
      <ActionIcon {...props} onClick={onClick} aria-label={label} aria-keyshortcuts={keyShortcuts}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
