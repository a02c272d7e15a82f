import { DialogueIntroPage } from '../features/dialogue/DialogueIntroPage';

export default DialogueIntroPage;
