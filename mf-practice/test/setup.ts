import { installFakeMedia, resetMedia } from './media';

installFakeMedia();
afterEach(() => resetMedia());
