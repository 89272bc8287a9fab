// What other features may use of plans: the plan picker and the upgrade side panel it leads to
// (onboarding's select-plan step).
export { PlanPicker } from './components/plan-picker.tsx';
export { UpgradePanel } from './components/upgrade-panel.tsx';
