// Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
// Links between plugins are route refs that `pathTo` fills from the running app's declarations (startApp registers
// them in the app): register the same routes here, so a page under test links where it would in the app.
import { plugins } from '../src/plugins';
import { KERNEL_ROUTES } from '../src/kernel/router/kernel-routes';
import { registerRoutePaths } from '../src/kernel/router/route-refs';

registerRoutePaths([...KERNEL_ROUTES, ...plugins.flatMap((p) => p.routes)]);
