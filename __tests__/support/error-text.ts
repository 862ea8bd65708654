// Jest's stand-in for app/error-text.json, which `npm run art` writes before a build.
import { clientText } from '@/lib/content/client-text';

export default clientText();
