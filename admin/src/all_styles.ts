/**
 * All of Mantine's styles, loaded with the layout around the signed-in screens (see
 * ./first_styles.ts for why the first screens load only part of them).
 */
import "@mantine/core/styles.layer.css";
