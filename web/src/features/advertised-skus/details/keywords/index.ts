export { BoostKeywordsPanel } from "./boost-keywords-panel";
export { KeywordsPanel } from "./keywords-panel";
