/**
 * Places → time zones for forwarded bookings: countries by code and by name, regions and cities
 * of countries that span several zones, stations, airports and one-line addresses. A place that
 * does not say enough gives null (the event is then marked for review), never a guess.
 */
import { describe, expect, it } from 'vitest';
import { countryCodeOf, zoneOfAirport, zoneOfCity, zoneOfLocation, zoneOfPlace } from '@/server/inbound/place-time-zone';

describe('countryCodeOf', () => {
  it('reads codes and names in the languages emails use', () => {
    expect(countryCodeOf('DE')).toBe('DE');
    expect(countryCodeOf('deu')).toBe('DE');
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('España')).toBe('ES');
    expect(countryCodeOf('Espagne')).toBe('ES');
    expect(countryCodeOf('États-Unis')).toBe('US');
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('Vereinigtes Königreich')).toBe('GB');
    expect(countryCodeOf('UK')).toBe('GB');
    expect(countryCodeOf('Schweiz')).toBe('CH');
  });

  it('knows no country for other words', () => {
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('Main Street')).toBeNull();
  });
});

describe('zoneOfCity', () => {
  it('finds cities in their local and English names, with or without accents', () => {
    expect(zoneOfCity('München')).toBe('Europe/Berlin');
    expect(zoneOfCity('Munich')).toBe('Europe/Berlin');
    expect(zoneOfCity('MUENCHEN')).toBe('Europe/Berlin');
    expect(zoneOfCity('Sevilla')).toBe('Europe/Madrid');
    expect(zoneOfCity('Genève')).toBe('Europe/Zurich');
    expect(zoneOfCity('Geneve')).toBe('Europe/Zurich');
    expect(zoneOfCity('Lisboa')).toBe('Europe/Lisbon');
    expect(zoneOfCity('São Paulo')).toBe('America/Sao_Paulo');
    expect(zoneOfCity('St. Louis')).toBe('America/Chicago');
  });

  it('reads the city of a station name', () => {
    expect(zoneOfCity('München Hbf')).toBe('Europe/Berlin');
    expect(zoneOfCity('Frankfurt (Main) Hbf')).toBe('Europe/Berlin');
    expect(zoneOfCity('Paris Gare de Lyon')).toBe('Europe/Paris');
    expect(zoneOfCity('Madrid Puerta de Atocha')).toBe('Europe/Madrid');
    expect(zoneOfCity('Bruxelles-Midi')).toBe('Europe/Brussels');
    expect(zoneOfCity('Zürich HB')).toBe('Europe/Zurich');
  });

  it('tells apart the zones of multi-zone countries by city', () => {
    expect(zoneOfCity('Chicago', 'US')).toBe('America/Chicago');
    expect(zoneOfCity('Seattle', 'USA')).toBe('America/Los_Angeles');
    expect(zoneOfCity('Calgary', 'Canada')).toBe('America/Edmonton');
    expect(zoneOfCity('Cancún', 'México')).toBe('America/Cancun');
    expect(zoneOfCity('Manaus', 'Brasil')).toBe('America/Manaus');
    expect(zoneOfCity('Perth', 'Australia')).toBe('Australia/Perth');
    expect(zoneOfCity('Yekaterinburg', 'Russia')).toBe('Asia/Yekaterinburg');
    expect(zoneOfCity('Denpasar', 'Indonesia')).toBe('Asia/Makassar');
    expect(zoneOfCity('Almaty', 'KZ')).toBe('Asia/Almaty');
    expect(zoneOfCity('Las Palmas de Gran Canaria', 'ES')).toBe('Atlantic/Canary');
    expect(zoneOfCity('Ponta Delgada', 'Portugal')).toBe('Atlantic/Azores');
  });

  it('lets a one-zone country decide for any city', () => {
    expect(zoneOfCity('Kleinstadt', 'Deutschland')).toBe('Europe/Berlin');
    expect(zoneOfCity(null, 'FR')).toBe('Europe/Paris');
  });

  it('gives null for an unknown city of a multi-zone country, an unknown country, or a name of two zones', () => {
    expect(zoneOfCity('Springfield', 'US')).toBeNull();
    expect(zoneOfCity('Smalltown', 'Russia')).toBeNull();
    expect(zoneOfCity('Paris', 'Atlantis')).toBeNull();
    expect(zoneOfCity('Springfield')).toBeNull();
    expect(zoneOfCity('')).toBeNull();
    // A city of another country does not move a multi-zone country's zone.
    expect(zoneOfCity('Berlin', 'US')).toBeNull();
  });

  it('does not read common words as cities inside longer names', () => {
    expect(zoneOfCity('Nice')).toBe('Europe/Paris');
    expect(zoneOfCity('A nice view')).toBeNull();
    expect(zoneOfCity('Como')).toBe('Europe/Rome');
    expect(zoneOfCity('Como llegar')).toBeNull();
  });
});

describe('zoneOfAirport', () => {
  it('wraps the airport table', () => {
    expect(zoneOfAirport('FRA')).toBe('Europe/Berlin');
    expect(zoneOfAirport('lis')).toBe('Europe/Lisbon');
    expect(zoneOfAirport('PHX')).toBe('America/Phoenix');
  });
  it('gives null for what is not an airport code', () => {
    expect(zoneOfAirport('ZZZ')).toBeNull();
    expect(zoneOfAirport('FRAN')).toBeNull();
    expect(zoneOfAirport(null)).toBeNull();
  });
});

describe('zoneOfPlace', () => {
  it('reads regions by code and by name, and cities when there is no region', () => {
    expect(zoneOfPlace({ country: 'US', region: 'AZ' })).toBe('America/Phoenix');
    expect(zoneOfPlace({ country: 'Canada', region: 'Alberta' })).toBe('America/Edmonton');
    expect(zoneOfPlace({ country: 'MX', region: 'Quintana Roo' })).toBe('America/Cancun');
    expect(zoneOfPlace({ country: 'BR', region: 'AM' })).toBe('America/Manaus');
    expect(zoneOfPlace({ country: 'Australia', region: 'Queensland' })).toBe('Australia/Brisbane');
    expect(zoneOfPlace({ country: 'Russland', locality: 'Irkutsk' })).toBe('Asia/Irkutsk');
    expect(zoneOfPlace({ country: 'España', locality: 'Sevilla' })).toBe('Europe/Madrid');
    expect(zoneOfPlace({ country: 'Portugal', region: 'Açores' })).toBe('Atlantic/Azores');
    expect(zoneOfPlace({ locality: 'Genève' })).toBe('Europe/Zurich');
    expect(zoneOfPlace({ region: 'CO', locality: 'Smalltown' })).toBe('America/Denver');
  });

  it('marks what it cannot place for review (null)', () => {
    expect(zoneOfPlace({ country: 'Russia' })).toBeNull();
    expect(zoneOfPlace({ country: 'Indonesia', locality: 'Nowhere' })).toBeNull();
    expect(zoneOfPlace({ country: 'Narnia', locality: 'Paris' })).toBeNull();
    expect(zoneOfPlace({ region: 'CO' })).toBeNull();
  });
});

describe('zoneOfLocation', () => {
  it('reads airport codes in parentheses, next to an airport word, or alone', () => {
    expect(zoneOfLocation('Frankfurt Airport (FRA)')).toBe('Europe/Berlin');
    expect(zoneOfLocation('LIS')).toBe('Europe/Lisbon');
    expect(zoneOfLocation('Terminal 2, JFK')).toBe('America/New_York');
  });

  it('does not take any three capitals for an airport', () => {
    expect(zoneOfLocation('HQ of ABC Corp')).toBeNull();
  });

  it('reads US, Canadian and Australian address regions', () => {
    expect(zoneOfLocation('Dock 52, 13755 Fiji Way, Marina del Rey, CA')).toBe('America/Los_Angeles');
    expect(zoneOfLocation('42 E 20th St, New York, NY 10003, USA')).toBe('America/New_York');
    expect(zoneOfLocation('1 Main St, Smallville, TX 75001')).toBe('America/Chicago');
    expect(zoneOfLocation('100 Front St W, Toronto, ON M5J 1E3, Canada')).toBe('America/Toronto');
    expect(zoneOfLocation('300 Main St, Smalltown, ON, CA')).toBe('America/Toronto');
    expect(zoneOfLocation('1 Macquarie St, Sydney NSW 2000, Australia')).toBe('Australia/Sydney');
    expect(zoneOfLocation('Hay St, Perth WA 6000')).toBe('Australia/Perth');
  });

  it('reads countries and cities of one-line addresses and stations', () => {
    expect(zoneOfLocation('Kurfürstenstraße 62, 10785 Berlin, Deutschland')).toBe('Europe/Berlin');
    expect(zoneOfLocation('Estación de Madrid Puerta de Atocha, Madrid')).toBe('Europe/Madrid');
    expect(zoneOfLocation('Tsukiji Station Exit 1, 3-15-1 Tsukiji, Chuo City, Tokyo 104-0045, Japan')).toBe('Asia/Tokyo');
    expect(zoneOfLocation('München Hbf')).toBe('Europe/Berlin');
    expect(zoneOfLocation('Sevilla Santa Justa')).toBe('Europe/Madrid');
    expect(zoneOfLocation('Avenida Paulista 1000, São Paulo, Brasil')).toBe('America/Sao_Paulo');
    expect(zoneOfLocation('Unter den Linden 1, Berlin, DE')).toBe('Europe/Berlin');
  });

  it('gives null when the place does not say, or names places of different zones', () => {
    expect(zoneOfLocation('Meeting room 4')).toBeNull();
    expect(zoneOfLocation('Main Street 5, Springfield')).toBeNull();
    expect(zoneOfLocation('London St Pancras – Paris Nord')).toBeNull();
    expect(zoneOfLocation('Lenina 5, Russia')).toBeNull();
    expect(zoneOfLocation('')).toBeNull();
    expect(zoneOfLocation(null)).toBeNull();
  });
});
