export { AsinTargetsPanel } from "./asin-targets-panel";
