/**
 * Mantine's notifications container, loaded when the first notification is shown rather than
 * with the sign-in screen (it brings its transition library; issue 23). `notifications.show()`
 * only writes to the store, which keeps what was shown until the container mounts and draws it.
 */
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

const Notifications = lazy(() =>
  import("./notifications_container.ts").then((m) => ({ default: m.Notifications }))
);

export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once mounted, it stays: it animates its notifications out and owns their timers.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
