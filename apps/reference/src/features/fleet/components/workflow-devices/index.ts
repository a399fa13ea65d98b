export { LazyWorkflowDevices } from './lazy-workflow-devices';
