/** A list's download link as a button, with a hint on what the file holds (audit log, newsletter). */
import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { hintProps } from "./hint_tooltip.tsx";

export function ExportButton({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <Button
      {...hintProps(hint)}
      component="a"
      href={href}
      download
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      {label}
    </Button>
  );
}
