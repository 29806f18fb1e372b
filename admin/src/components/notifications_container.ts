/**
 * The notifications container alone, as its own chunk: a dynamic import of the package itself
 * would keep all of it together with the store the first screens use.
 */
export { Notifications } from "@mantine/notifications";
