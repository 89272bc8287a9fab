import { describe, expect, it } from 'vitest';
import {
  areCredentialsValid,
  CONTRACT_CREDENTIAL_FIELDS,
  credentialsSchemaOf,
  ownContractServiceIdOf,
  parseContractServiceId,
} from './own-contracts.schema.ts';

const brt = { userId: 'u', password: 'p', departureDepot: '123' };
const correos = {
  username: 'u',
  password: 'p',
  labelerCode: 'l',
  contractNumber: 'c',
  userCodeOv2: 'o',
  annexCode: 'a',
  clientNumberDoor: 'd',
};

describe('own contract credentials', () => {
  it.each([
    ['BRT with its three required fields', 'brt', brt, true],
    [
      'BRT with the optional pricing and sftp fields',
      'brt',
      { ...brt, sftpUser: 's', sftpPassword: 'x' },
      true,
    ],
    ['BRT departureDepot not a number', 'brt', { ...brt, departureDepot: '12a' }, false],
    ['BRT without departureDepot', 'brt', { userId: 'u', password: 'p' }, false],
    ['BRT with a blank password', 'brt', { ...brt, password: '  ' }, false],
    ['Correos with every field', 'correos', correos, true],
    ['Correos without annexCode', 'correos', { ...correos, annexCode: '' }, false],
    ['Chronopost username and password', 'chronopost', { username: 'u', password: 'p' }, true],
    ['a field the carrier does not have', 'chronopost', { username: 'u', password: 'p', extra: 'x' }, false],
    ['Poste Italiane', 'poste-italiane', { clientId: 'c', secretId: 's', customerId: 'k' }, true],
    ['a carrier that takes no own contracts', 'ups', { username: 'u' }, false],
  ])('%s', (_name, carrierId, credentials, isValid) => {
    expect(areCredentialsValid(carrierId, credentials)).toBe(isValid);
  });

  it('says which field is wrong, with the message key', () => {
    const result = credentialsSchemaOf('brt').safeParse({ ...brt, departureDepot: 'x', password: '' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['departureDepot', 'own-contract.panel.field-number'],
        ['password', 'form.error.required'],
      ]),
    );
  });

  it('lists every field of the contract for the six carriers, with a password-like field each', () => {
    expect(Object.keys(CONTRACT_CREDENTIAL_FIELDS).sort()).toEqual(
      ['brt', 'chronopost', 'correos', 'correos-express', 'poste-italiane', 'seur'].sort(),
    );
    for (const fields of Object.values(CONTRACT_CREDENTIAL_FIELDS))
      expect(fields.some((field) => field.isSecret)).toBe(true);
    expect(CONTRACT_CREDENTIAL_FIELDS.seur!.map((field) => field.name)).toEqual([
      'username',
      'password',
      'clientId',
      'clientSecret',
      'accountNumber',
      'idNumber',
      'originBusinessUnit',
    ]);
  });

  it('names a service on the seller contract apart from the same service bought from us', () => {
    const id = ownContractServiceIdOf('brt-express');
    expect(id).not.toBe('brt-express');
    expect(parseContractServiceId(id)).toEqual({ serviceId: 'brt-express', isOwnContract: true });
    expect(parseContractServiceId('brt-express')).toEqual({ serviceId: 'brt-express', isOwnContract: false });
  });
});
