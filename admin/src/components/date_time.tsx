import { Text } from "@mantine/core";
import { formatDate } from "../i18n/index.ts";

/** A date in a list or table: a `<time>` for machines, in the admin's language for people. */
export function DateTime(
  { value, withTime = false }: { value: string; withTime?: boolean },
) {
  return (
    <Text size="sm" component="time" dateTime={value}>
      {formatDate(
        value,
        withTime ? { dateStyle: "medium", timeStyle: "short" } : {
          dateStyle: "medium",
        },
      )}
    </Text>
  );
}
