export { type Business, BusinessPanel, type BusinessPanelProps } from './business-panel';
