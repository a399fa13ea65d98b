// The fleet feature's public surface: routes import from here, never from its folders.
export { DeviceScreen } from './components/device-screen';
export { FleetScreen } from './components/fleet-screen';
export { LazyWorkflowDevices } from './components/workflow-devices';
