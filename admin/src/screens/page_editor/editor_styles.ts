/**
 * The Mantine styles the page editor draws beyond the first screens' and the layout's
 * (../../first_styles.ts, ../../frame_styles.ts): the editor loads these instead of all of
 * Mantine's (../../all_styles.ts, 248 KB), which it waited for at every open and which cost it
 * about a fifth of its open time (issue 23). `admin/bundle_report_test.ts` fails when the editor's
 * code uses a Mantine class that none of its styles define, naming the file to add here.
 */
import "@mantine/core/styles/Blockquote.layer.css";
import "@mantine/core/styles/Breadcrumbs.layer.css";
import "@mantine/core/styles/CheckboxCard.layer.css";
import "@mantine/core/styles/CheckboxIndicator.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Drawer.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/LoadingOverlay.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import "@mantine/core/styles/Pill.layer.css";
import "@mantine/core/styles/PillsInput.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/RadioCard.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
