// The public face of the owners module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createOwnerAccountsRepository } from "./accounts-repository.js";
export { createOwnerLanguageRepository } from "./language-repository.js";
export { parseOwnerCreateArgs, runOwnerCreate } from "./owner-create-command.js";
export { createOwnersRepository } from "./repository.js";
export { createOwnersService, type OwnersService, randomPassword } from "./service.js";
export {
  createSubscriptionsRepository,
  type OwnerSubscriptionRow,
  type SubscriptionsRepository,
} from "./subscriptions-repository.js";
