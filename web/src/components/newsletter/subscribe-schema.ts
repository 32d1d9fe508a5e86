// The subscribe form's rules, in a chunk of their own: SubscribeForm imports this on submit (decision 054).
export { subscribeSchema } from '@36x/common';
