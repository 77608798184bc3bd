import FilletSupport
import BenchmarkKit
import Testing

@Suite struct SampleStatisticsTests {
    @Test func nearestRankPercentilesOfOneToHundred() throws {
        let stats = try #require(SampleStatistics(samples: (1...100).map(Double.init).shuffled()))
        #expect(stats.min == 1)
        #expect(stats.p50 == 50)
        #expect(stats.p90 == 90)
        #expect(stats.p99 == 99)
        #expect(stats.max == 100)
        #expect(stats.mean == 50.5)
    }

    @Test func madIsMedianAbsoluteDeviationAndIgnoresOutlier() throws {
        // median 3; deviations 2, 1, 0, 1, 997 → sorted 0, 1, 1, 2, 997 → median 1
        let stats = try #require(SampleStatistics(samples: [1, 2, 3, 4, 1000]))
        #expect(stats.p50 == 3)
        #expect(stats.mad == 1)
    }

    @Test func singleSampleGivesThatSampleEverywhere() throws {
        let stats = try #require(SampleStatistics(samples: [7]))
        #expect([stats.min, stats.p50, stats.p90, stats.p99, stats.max] == [7, 7, 7, 7, 7])
        #expect(stats.mad == 0)
    }

    @Test func emptyOrNonFiniteSamplesGiveNil() {
        #expect(SampleStatistics(samples: []) == nil)
        #expect(SampleStatistics(samples: [1, .nan]) == nil)
        #expect(SampleStatistics(samples: [1, .infinity]) == nil)
    }

    @Test func percentilesAreOrderedAndMeasured() throws {
        var generator = SplitMix64(seed: 0x5A3)
        let samples = (0..<37).map { _ in Double.random(in: 1...1000, using: &generator) }
        let stats = try #require(SampleStatistics(samples: samples))
        #expect(stats.min <= stats.p50 && stats.p50 <= stats.p90 && stats.p90 <= stats.p99 && stats.p99 <= stats.max)
        #expect(samples.contains(stats.p50) && samples.contains(stats.p90) && samples.contains(stats.p99))
    }
}
