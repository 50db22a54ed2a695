export { EmbedPlayer } from './components/EmbedPlayer';
export { EmbedPreview } from './components/EmbedPreview';
