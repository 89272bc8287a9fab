// What other features may use of phone verification: the side panel (onboarding, subscriptions)
// and its steps without the panel, for a flow that has a panel of its own (the plan upgrade).

export { PhoneVerificationFlow } from './components/phone-verification-flow.tsx';
