/**
 * The styles of the layout around the signed-in screens and of the dashboard, beyond the first
 * screens' (./first_styles.ts): the components they draw. The rest of Mantine's styles
 * (./all_styles.ts) come with every other screen's code (./components/lazy_screen.tsx) and with the
 * dashboard's add-user dialog, so the dashboard's first load stays small (issue 23).
 */
import "@mantine/core/styles/AppShell.layer.css";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/Accordion.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/NavLink.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Tooltip.layer.css";
