/**
 * The Mantine CSS the first page needs: the global layers and the components of the login page, its
 * loading indicator, the route error page and the not-found page (issue 19: the whole of Mantine's CSS is ~35 kB gzip, these
 * ~5). Imported by main.tsx; everything else is in app-styles.ts, loaded with the signed-in layout.
 * Order as in @mantine/core/styles.css; a test checks the two files together cover every component.
 * default-css-variables.css is in neither: MantineProvider writes those variables itself
 * (deduplicateCssVariables={false} in main.tsx).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
