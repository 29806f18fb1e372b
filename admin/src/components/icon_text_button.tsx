/**
 * A button with its text and a decorative icon before it. The text names the button, so the icon
 * is hidden from assistive technology, and its size follows the button's: one rule for the admin's
 * buttons rather than a size written at each.
 */
import { Button, type ButtonProps, type ElementProps } from "@mantine/core";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number | string; "aria-hidden"?: boolean }>;

export interface IconTextButtonProps
  extends ButtonProps, ElementProps<"button", keyof ButtonProps> {
  icon: Icon;
}

/** The compact sizes take a 14 px icon; the regular size a 16 px one. */
function iconSize(size: ButtonProps["size"]): number {
  return size === "xs" || size === "compact-sm" || size === "compact-xs" ? 14 : 16;
}

export function IconTextButton({ icon: Icon, ...props }: IconTextButtonProps) {
  return <Button {...props} leftSection={<Icon size={iconSize(props.size)} aria-hidden />} />;
}
