// What other features may use of plans: the plan picker (onboarding's select-plan step) with its
// upgrade side panel.
export { PlanPicker } from './components/plan-picker.tsx';
