/**
 * The styles the first screens need (sign-in, password reset, the loading state, notifications):
 * Mantine's base and the components those screens draw. The rest of Mantine's styles arrive with
 * the layout (./all_styles.ts), keeping the sign-in screen's CSS small (issue 23). Mantine's CSS
 * is in the `mantine` cascade layer, so the app's own unlayered styles win whatever the order the
 * files arrive in, and loading the full set later overrides nothing of ours.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/EmptyState.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";
