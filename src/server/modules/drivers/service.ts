import type { Driver, DriverList, DriverValues } from "../../../contract/driver.js";
import { AppError } from "../../kernel/errors.js";
import { type FeedTokens, sameHash } from "../calendar-feed/index.js";
import type { DriverRow, DriversRepository } from "./repository.js";

export interface DriversDeps {
  repository: DriversRepository;
  /** The links' tokens: the calendar feed's scheme under a key of their own. */
  tokens: FeedTokens;
  publicUrl: string;
  now?: () => Date;
}

function toDriver(row: DriverRow): Driver {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    licenceNumber: row.licenceNumber,
    active: row.active,
  };
}

const unknownDriver = () => new AppError("NOT_FOUND", "Unknown driver");

/**
 * The owner's drivers (list, add, edit, enable, disable, delete) and each driver's private link:
 * a token derived from the row's nonce, of which only the hash is stored (like the calendar feed,
 * docs/decisions/0104-driver-links.md).
 */
export function createDriversService(deps: DriversDeps) {
  const { repository, tokens } = deps;
  const now = deps.now ?? (() => new Date());

  function newLink() {
    const linkNonce = tokens.newNonce();
    return { linkNonce, linkTokenHash: tokens.hashOf(tokens.tokenOf(linkNonce)) };
  }

  async function found<T>(row: Promise<T | undefined>): Promise<T> {
    const value = await row;
    if (!value) throw unknownDriver();
    return value;
  }

  const linkOf = (row: DriverRow) => ({
    url: `${deps.publicUrl}/driver/${tokens.tokenOf(row.linkNonce)}`,
    createdAt: new Date(row.linkCreatedAt).toISOString(),
  });

  return {
    async list(moduleId: string): Promise<DriverList> {
      return { drivers: (await repository.list(moduleId)).map(toDriver) };
    },
    async create(moduleId: string, input: DriverValues): Promise<Driver> {
      return toDriver(await repository.insert(moduleId, input, newLink()));
    },
    async update(moduleId: string, id: number, input: DriverValues): Promise<Driver> {
      return toDriver(await found(repository.update(moduleId, id, input)));
    },
    /** A disabled driver keeps the rides given; no new ride can be given to them. */
    async setActive(moduleId: string, id: number, active: boolean): Promise<Driver> {
      return toDriver(await found(repository.update(moduleId, id, { active })));
    },
    /** Refused while the driver has rides ahead: the owner gives them to someone else first. */
    async remove(moduleId: string, id: number): Promise<void> {
      await found(repository.find(moduleId, id));
      if (!(await repository.removeIfFree(moduleId, id, now()))) {
        throw new AppError(
          "DRIVER_HAS_UPCOMING_RIDES",
          "This driver still has rides ahead: give them to another driver first, or disable the driver",
        );
      }
    },

    async link(moduleId: string, id: number) {
      const row = await found(repository.find(moduleId, id));
      // A changed server secret derives another token than the stored hash: a fresh link.
      if (sameHash(tokens.hashOf(tokens.tokenOf(row.linkNonce)), row.linkTokenHash)) return linkOf(row);
      return linkOf(await found(repository.saveLink(moduleId, id, newLink())));
    },
    /** A new link; the previous one answers 404 from now on. */
    async regenerateLink(moduleId: string, id: number) {
      return linkOf(await found(repository.saveLink(moduleId, id, newLink())));
    },

    /** The driver behind a link's token; NOT_FOUND for anything that is not a current link's. */
    async driverOfToken(token: string): Promise<DriverRow> {
      if (!tokens.wellFormed(token)) throw unknownDriver();
      const tokenHash = tokens.hashOf(token);
      const row = await repository.findByTokenHash(tokenHash);
      if (!row || !sameHash(tokenHash, row.linkTokenHash)) throw unknownDriver();
      return row;
    },
    /** The driver's page address, for the mission e-mails. */
    pageUrl: (row: DriverRow) => linkOf(row).url,
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
