/**
 * Mantine's stylesheets for the components the public site and the account pages use, instead
 * of the whole `@mantine/core/styles.css` (about 100 components, most of them unused here): the
 * first view's render-blocking stylesheet is smaller. The administrator area adds its own few
 * (layouts/admin-styles.ts, in its lazy chunk).
 *
 * A component used for the first time needs its line here (or in admin-styles.ts); components
 * that others are built on come first (Mantine's documented order).
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
// Building blocks of other components
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Loader.css";
// Components used by the pages (Select, NativeSelect, TextInput, Textarea, NumberInput… are
// Input and Combobox above)
import "@mantine/core/styles/ActionIcon.css";
// The compare tray is an Affix: without its rule (position: fixed) it sat below the footer.
import "@mantine/core/styles/Affix.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/AspectRatio.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Indicator.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/PinInput.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Rating.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Stepper.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Timeline.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Typography.css";
