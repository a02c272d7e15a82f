import { HomePage } from '../home/HomePage';

export default HomePage;
