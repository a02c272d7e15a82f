import 'fake-indexeddb/auto';
import { installFakeMedia, resetMedia } from './media';

installFakeMedia();
afterEach(() => resetMedia());
