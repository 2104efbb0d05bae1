import common from './common.json';
import layout from './layout.json';
import pages from './pages.json';

/** Every kernel namespace in English, for tests. The app loads them through src/kernel/i18n (common bundled, the rest on demand). */
export default { common, layout, pages };
